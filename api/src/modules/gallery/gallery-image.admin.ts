import fs from 'node:fs/promises';
import path from 'node:path';
import { IsOptional, MaxLength } from 'class-validator';
import { tooLong } from '../../shared/rule-reasons';
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { requireUuid } from '../../shared/ids';
import { DeletedRecord } from '../admin-records/record-args';
import { optionalText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { deleteRecord, updateRecord } from '../admin-records/record-writes';
import { AuditEntity } from '../audit/audit-enums';
import { UserRole } from '../identity/user-role';
import { uploadFolder } from '../media/image-uploads';
import { IMAGE_WIDTHS, UPLOADED_NAME } from '../media/media-library';
import { GalleryImageEntity } from './gallery-image.entity';
import { toGalleryImage } from './gallery.service';
import { GalleryImage } from './gallery.types';

@InputType({ description: "A gallery picture's words: what it shows (the picture itself is uploaded)." })
export class GalleryImageInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, tooLong('the caption', 200))
  caption?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, tooLong('the caption', 200))
  captionBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, tooLong('the caption', 200))
  captionHi?: string | null;
}

/**
 * A picture of an album, as the generic writes see it: its caption changed and the picture
 * deleted, each locked and audited like any record. It is made by its upload
 * (POST /uploads/gallery/{albumId}), so there is no create, and it is listed with its album.
 */
export const galleryImageKind: RecordKind<GalleryImageEntity, GalleryImageInput, GalleryImage> = {
  entity: GalleryImageEntity,
  noun: 'picture',
  auditType: AuditEntity.GALLERY_IMAGE,
  alias: 'i',
  fields: (input) => ({
    caption: optionalText(input.caption),
    captionBn: optionalText(input.captionBn),
    captionHi: optionalText(input.captionHi),
  }),
  toNode: toGalleryImage,
  list: {
    sort: { expression: 'i.sort_order', valueOf: (row) => row.sortOrder, numeric: true },
    search: ['i.caption', 'i.caption_bn'],
  },
};

/** An uploaded picture's file and the widths made of it, gone once its record is. Seeded pictures stay: they are the app's own. */
async function removeUploadedFile(ctx: RequestContext, file: string): Promise<void> {
  const name = file.replace(/\.[a-z0-9]+$/i, '');
  if (!UPLOADED_NAME.test(name)) return;
  const dir = uploadFolder(ctx.services.settings.uploadDir, 'g');
  const files = [
    path.join(dir, file),
    ...IMAGE_WIDTHS.map((width) => path.join(dir, 'rendered', `${width}-${name}.webp`)),
  ];
  await Promise.all(files.map((f) => fs.rm(f, { force: true }))).catch((error: unknown) =>
    ctx.log.warn({ err: error, file }, 'could not remove a deleted picture'),
  );
}

@Resolver()
export class GalleryImageAdminResolver {
  @Roles(UserRole.ADMIN)
  @Mutation(() => GalleryImage, { description: "Replaces a gallery picture's captions." })
  async updateGalleryImage(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => GalleryImageInput) input: GalleryImageInput,
  ): Promise<GalleryImage> {
    return updateRecord(ctx, await ctx.auth.require(), galleryImageKind, id, input);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => DeletedRecord, { description: 'Deletes a picture from its album (and its file).' })
  async deleteGalleryImage(@Ctx() ctx: RequestContext, @Arg('id', () => ID) rawId: string): Promise<DeletedRecord> {
    const admin = await ctx.auth.require();
    const id = requireUuid(rawId, 'id');
    // A picture's file never changes, so the name read now is the one deleted below.
    const row = await ctx.db.getRepository(GalleryImageEntity).findOneBy({ id });
    const deleted = await deleteRecord(ctx, admin, galleryImageKind as never, id);
    if (row) await removeUploadedFile(ctx, row.file);
    return deleted;
  }
}
