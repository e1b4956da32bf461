import { BaseModel } from './base-model';

export class Review extends BaseModel {
  static override tableName = 'reviews';
  static override booleanColumns = ['approved'];
  static override timestampColumns = ['createdAt', 'approvedAt'];

  declare id: string;
  declare customerName: string;
  declare rating: number;
  declare reviewText: string;
  declare approved: boolean;
  declare createdAt: string;
  declare approvedAt: string | null;
}

export class Recipe extends BaseModel {
  static override tableName = 'recipes';
  static override booleanColumns = ['published'];
  static override timestampColumns = ['publishedAt', 'createdAt', 'updatedAt'];
  static override jsonArrayColumns = ['tags', 'additionalImages'];

  declare id: string;
  declare slug: string;
  declare title: string;
  declare description: string | null;
  declare content: string;
  declare featuredImageUrl: string | null;
  declare additionalImages: string[];
  declare tags: string[];
  declare prepTime: number | null;
  declare cookTime: number | null;
  declare servings: number | null;
  declare difficulty: 'Easy' | 'Medium' | 'Hard';
  declare published: boolean;
  declare publishedAt: string | null;
  declare createdAt: string;
  declare updatedAt: string;
}

export class RecipeComment extends BaseModel {
  static override tableName = 'recipe_comments';
  static override booleanColumns = ['approved'];
  static override timestampColumns = ['createdAt', 'approvedAt', 'adminReplyAt'];

  declare id: string;
  declare recipeId: string;
  declare authorName: string;
  declare authorEmail: string | null;
  declare commentText: string;
  declare approved: boolean;
  declare createdAt: string;
  declare approvedAt: string | null;
  declare adminReply: string | null;
  declare adminReplyAt: string | null;
  declare recipe?: Recipe;

  static override relationMappings = () => ({
    recipe: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Recipe,
      join: { from: 'recipe_comments.recipeId', to: 'recipes.id' },
    },
  });
}

export class ContactMessage extends BaseModel {
  static override tableName = 'contact_messages';
  static override timestampColumns = ['createdAt'];

  declare id: string;
  declare email: string;
  declare subject: string;
  declare message: string;
  declare createdAt: string;
}
