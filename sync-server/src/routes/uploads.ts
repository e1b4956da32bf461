import type Router from '@koa/router';
import { photoRegistrationSchema, uploadParamsSchema, type UploadLink } from '#shared/uploads';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { nothingChanged } from '../services/announce';
import { checkUploadSignature, createUploadUrl, receiveUpload, registeredPhotoPath } from '../services/content/uploads';

/** The recipe photo flow: ask for a link, PUT the file to it, register it (services/content/uploads.ts). */
export function uploadRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.post('/api/admin/recipes/upload', admin, (ctx) => {
    ctx.body = { uploadURL: createUploadUrl(deps.uploadSigningKey, deps.clock.now()) } satisfies UploadLink;
  });

  // No bearer token here: the browser sends the file straight to the signed link, which is the
  // permission. The body is the raw image; koa-body leaves non-JSON bodies unread.
  router.put('/api/uploads/:id', async (ctx) => {
    const { id } = parseParams(ctx, uploadParamsSchema);
    checkUploadSignature(
      deps.uploadSigningKey,
      { id, expires: ctx.query.expires as string | undefined, signature: ctx.query.signature as string | undefined },
      deps.clock.now(),
    );
    const declared = ctx.get('Content-Length');
    ctx.body = await receiveUpload(ctx.req, {
      store: deps.photos,
      uploadDir: deps.config.uploadDir,
      id,
      declaredLength: declared ? Number(declared) : undefined,
    });
  });

  router.put('/api/admin/recipes/photo', admin, async (ctx) => {
    const { photoURL } = parseBody(ctx, photoRegistrationSchema);
    await answerAdminWrite(ctx, deps, async () => ({
      answer: { objectPath: await registeredPhotoPath(deps.photos, photoURL) },
      changed: nothingChanged, // a photo shows once a recipe names it (attach-photo's update-recipe)
    }));
  });
}
