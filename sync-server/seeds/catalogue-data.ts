import type { FlavorMap } from '#shared/flavors';

/**
 * The bakery's opening catalogue: what a fresh install sells before the owner edits anything.
 * Prices are the bakery's 2026 prices; stock is a typical week's bake. Ingredient text is
 * per flavor where a flavor changes the recipe.
 */
export interface SeedProduct {
  id: string;
  name: string;
  price: string;
  stock: number;
  minimumOrder: number;
  flavors?: FlavorMap;
  ingredients: string | null;
  allergens: string[];
}

const flourBlend = 'gluten-free flour blend (brown rice flour, sorghum flour, tapioca starch, potato starch)';
const breadBase = `${flourBlend}, water, psyllium husk, olive oil, yeast, cane sugar, sea salt`;

export const seedProducts: SeedProduct[] = [
  {
    id: 'focaccia',
    name: 'Focaccia',
    price: '12.00',
    stock: 6,
    minimumOrder: 1,
    flavors: {
      regular: {
        name: 'Regular',
        price: '12.00',
        ingredients: `${breadBase}, egg whites, flaky salt`,
      },
      'pesto-onion': {
        name: 'Pesto Onion',
        price: '14.00',
        ingredients: `${breadBase}, egg whites, basil pesto (basil, pecans, parmesan, garlic, olive oil, lemon), caramelized red onion`,
        allergens: ['milk', 'nuts (pecans)'],
      },
      'rosemary-garlic': {
        name: 'Rosemary Garlic',
        price: '13.00',
        ingredients: `${breadBase}, egg whites, fresh rosemary, roasted garlic, flaky salt`,
      },
    },
    ingredients: `${breadBase}, egg whites, flaky salt`,
    allergens: ['egg'],
  },
  {
    id: 'bagels',
    name: 'Bagels',
    price: '3.50',
    stock: 24,
    minimumOrder: 4,
    flavors: {
      plain: { name: 'Plain', price: '3.50', ingredients: `${breadBase}, egg, baking soda wash` },
      everything: {
        name: 'Everything',
        price: '3.75',
        ingredients: `${breadBase}, egg, everything seasoning (sesame, poppy seed, garlic, onion, salt)`,
        allergens: ['sesame'],
      },
      'cinnamon-sugar': {
        name: 'Cinnamon Sugar',
        price: '3.75',
        ingredients: `${breadBase}, egg, cinnamon, cane sugar, butter`,
        allergens: ['milk'],
      },
    },
    ingredients: `${breadBase}, egg, baking soda wash`,
    allergens: ['egg'],
  },
  {
    id: 'pumpkin-bagels',
    name: 'Pumpkin Bagels',
    price: '4.00',
    stock: 12,
    minimumOrder: 4,
    ingredients: `${breadBase}, pumpkin purée, egg, cinnamon, nutmeg, ginger`,
    allergens: ['egg'],
  },
  {
    id: 'blueberry-bagels',
    name: 'Blueberry Bagels',
    price: '4.00',
    stock: 12,
    minimumOrder: 4,
    ingredients: `${breadBase}, wild blueberries, egg, lemon zest`,
    allergens: ['egg'],
  },
  {
    id: 'sandwich-bread',
    name: 'Sandwich Bread',
    price: '11.00',
    stock: 8,
    minimumOrder: 1,
    ingredients: `${flourBlend}, milk, eggs, butter, honey, psyllium husk, yeast, sea salt`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'burger-buns',
    name: 'Burger Buns',
    price: '2.50',
    stock: 16,
    minimumOrder: 4,
    ingredients: `${breadBase}, eggs, sesame seeds`,
    allergens: ['egg', 'sesame'],
  },
  {
    id: 'raspberry-scone',
    name: 'Raspberry Scone',
    price: '4.50',
    stock: 12,
    minimumOrder: 1,
    ingredients: `${flourBlend}, butter, cream, raspberries, cane sugar, egg, baking powder, vanilla, sea salt`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'blueberry-scone',
    name: 'Blueberry Scone',
    price: '4.50',
    stock: 12,
    minimumOrder: 1,
    ingredients: `${flourBlend}, butter, cream, wild blueberries, cane sugar, egg, lemon zest, baking powder, sea salt`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'pumpkin-scones',
    name: 'Pumpkin Scones',
    price: '4.50',
    stock: 12,
    minimumOrder: 1,
    ingredients: `${flourBlend}, pumpkin purée, butter, brown sugar, egg, cinnamon, nutmeg, cloves, maple glaze`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'pumpkin-cinnamon-rolls',
    name: 'Pumpkin Cinnamon Rolls',
    price: '5.00',
    stock: 12,
    minimumOrder: 2,
    ingredients: `${flourBlend}, pumpkin purée, milk, butter, eggs, brown sugar, cinnamon, yeast, cream cheese frosting`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'english-muffins',
    name: 'English Muffins',
    price: '4.50',
    stock: 18,
    minimumOrder: 1,
    ingredients: `${breadBase}, milk, egg, cornmeal`,
    allergens: ['milk', 'egg'],
  },
  {
    id: 'salted-chocolate-cookie',
    name: 'Salted Chocolate Cookie',
    price: '3.00',
    stock: 24,
    minimumOrder: 2,
    ingredients: `${flourBlend}, dark chocolate (cocoa, sugar, soy lecithin), butter, brown sugar, eggs, vanilla, flaky sea salt`,
    allergens: ['milk', 'egg', 'soy'],
  },
  {
    id: 'orange-biscotti',
    name: 'Orange Biscotti',
    price: '2.50',
    stock: 20,
    minimumOrder: 3,
    ingredients: `${flourBlend}, cane sugar, eggs, orange zest, orange juice, baking powder`,
    allergens: ['egg'],
  },
  {
    id: 'pumpkin-oatmeal-cookies',
    name: 'Pumpkin Oatmeal Cookies',
    price: '3.00',
    stock: 24,
    minimumOrder: 2,
    ingredients: null, // the owner has not written them up yet: the storefront says "coming soon"
    allergens: [],
  },
  {
    id: 'chocolate-babka',
    name: 'Chocolate Babka',
    price: '16.00',
    stock: 4,
    minimumOrder: 1,
    ingredients: `${flourBlend}, milk, butter, eggs, dark chocolate (cocoa, sugar, soy lecithin), cocoa powder, cane sugar, yeast`,
    allergens: ['milk', 'egg', 'soy'],
  },
];
