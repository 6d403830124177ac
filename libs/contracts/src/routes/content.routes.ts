import { z } from 'zod';
import {
  heroSectionSchema,
  siteSettingsSchema,
  updateHeroSectionSchema,
  updateSiteSettingsSchema,
} from '../api/content.js';
import { vehicleCategorySchema } from '../api/vehicles.js';
import { type MultipartBody, routeGroup } from '../http/route.js';

const categoryParams = z.object({ category: vehicleCategorySchema });
const oneImage: MultipartBody = {
  kind: 'multipart',
  files: { file: { maxFiles: 1, description: 'The image (JPEG, PNG, WebP or SVG)' } },
};
const imageErrors = [
  'IMAGE_TOO_LARGE',
  'UNSUPPORTED_IMAGE_TYPE',
  'INVALID_IMAGE',
  'VALIDATION_FAILED',
] as const;

export const contentRoutes = routeGroup('content', {
  settings: {
    method: 'GET',
    path: '/content/settings',
    summary: 'Site settings: the logo (SPEC: refetched every 30 s and on focus)',
    auth: 'public',
    response: siteSettingsSchema,
  },
  hero: {
    method: 'GET',
    path: '/content/hero',
    summary: "A category's active hero section, if any",
    auth: 'public',
    query: z.object({ category: vehicleCategorySchema.default('cars') }),
    response: z.object({ hero: heroSectionSchema.nullable() }),
  },
  file: {
    method: 'GET',
    path: '/content/files/:folder/:version/:file',
    summary: 'A stored logo or hero image (immutable)',
    auth: 'public',
    params: z.object({ folder: z.string(), version: z.string(), file: z.string() }),
    response: { kind: 'file', contentType: 'image/*' },
    errors: ['NOT_FOUND'],
  },
});

const admin = { roles: ['admin'] } as const;

export const adminContentRoutes = routeGroup('admin-content', {
  settings: {
    method: 'GET',
    path: '/admin/content/settings',
    summary: 'The site settings, for the admin settings form',
    auth: admin,
    response: siteSettingsSchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/admin/content/settings',
    summary: 'Update the site settings',
    auth: admin,
    body: updateSiteSettingsSchema,
    response: siteSettingsSchema,
  },
  uploadLogo: {
    method: 'POST',
    path: '/admin/content/logo',
    summary: 'Upload the site logo (at most 5 MB)',
    auth: admin,
    body: oneImage,
    response: siteSettingsSchema,
    status: 201,
    errors: imageErrors,
  },
  removeLogo: {
    method: 'DELETE',
    path: '/admin/content/logo',
    summary: 'Remove the site logo (the text wordmark shows)',
    auth: admin,
    response: siteSettingsSchema,
  },
  heroes: {
    method: 'GET',
    path: '/admin/content/hero',
    summary: 'Every hero section, by category',
    auth: admin,
    response: z.object({ items: z.array(heroSectionSchema) }),
  },
  updateHero: {
    method: 'PUT',
    path: '/admin/content/hero/:category',
    summary: "Update a category's hero section",
    auth: admin,
    params: categoryParams,
    body: updateHeroSectionSchema,
    response: heroSectionSchema,
  },
  uploadHeroImage: {
    method: 'POST',
    path: '/admin/content/hero/:category/image',
    summary: "Upload a category's hero background image",
    auth: admin,
    params: categoryParams,
    body: oneImage,
    response: heroSectionSchema,
    status: 201,
    errors: imageErrors,
  },
  removeHeroImage: {
    method: 'DELETE',
    path: '/admin/content/hero/:category/image',
    summary: "Remove a category's hero background image",
    auth: admin,
    params: categoryParams,
    response: heroSectionSchema,
  },
});
