import type { INestApplicationContext } from '@nestjs/common';
import { BannersService, NewsService, SiteReviewsService } from '@market/content';
import {
  BANNER_SIZES,
  createSiteReviewSchema,
  saveBannerSchema,
  saveNewsArticleSchema,
} from '@market/contracts';
import { renderVehiclePhoto } from '@market/demo';
import type { AdminRequest, AuthUser } from '@market/platform';
import sharp from 'sharp';
import type { DemoCast } from './demo-people-setup.js';
import { DEMO_ARTICLES, DEMO_BANNERS, DEMO_SITE_REVIEWS } from './demo-site-content-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The news, site reviews and banners of a new installation, made through the content
 * services' own methods (the admin's writes audited as the console would make them).
 */
export async function seedSiteContent(
  app: INestApplicationContext,
  cast: DemoCast,
  admin: AdminRequest,
): Promise<{ articles: number; reviews: number; banners: number }> {
  const articles = await writeNews(app.get(NewsService), admin);
  const reviews = await writeSiteReviews(app.get(SiteReviewsService), cast, admin);
  const banners = await placeBanners(app.get(BannersService), admin);
  return { articles, reviews, banners };
}

async function writeNews(news: NewsService, admin: AdminRequest): Promise<number> {
  for (const article of DEMO_ARTICLES) {
    const created = await news.create(
      admin,
      saveNewsArticleSchema.parse({
        title: article.title,
        excerpt: article.excerpt,
        body: article.body,
        author: article.author,
        category: article.category,
        status: 'published',
        publishedAt: new Date(Date.now() - article.daysAgo * DAY_MS).toISOString(),
      }),
    );
    const cover = await renderVehiclePhoto({
      ...article.cover,
      width: 1280,
      height: 720,
      fill: 0.6,
    });
    await news.uploadCover(admin, created.id, `${article.category}-cover.jpg`, cover);
  }
  return DEMO_ARTICLES.length;
}

/** Each review from a different demo user; the others vote the useful ones helpful. */
async function writeSiteReviews(
  reviews: SiteReviewsService,
  cast: DemoCast,
  admin: AdminRequest,
): Promise<number> {
  const people: AuthUser[] = [...cast.users.values()].filter((user) => user.id !== admin.actor.id);
  let count = 0;
  for (const [index, text] of DEMO_SITE_REVIEWS.entries()) {
    const author = people[index % people.length];
    const review = await reviews
      .create(author, createSiteReviewSchema.parse(text))
      .catch(() => null);
    if (!review) continue;
    await reviews.moderate(admin, review.id, 'approved');
    const votes = (DEMO_SITE_REVIEWS.length - index) % 4;
    for (const voter of people.filter((user) => user.id !== author.id).slice(0, votes))
      await reviews.markHelpful(voter, review.id);
    count++;
  }
  return count;
}

async function placeBanners(banners: BannersService, admin: AdminRequest): Promise<number> {
  for (const banner of DEMO_BANNERS) {
    const created = await banners.create(
      admin,
      saveBannerSchema.parse({
        name: banner.name,
        size: banner.size,
        position: banner.position,
        linkUrl: banner.linkUrl,
        isActive: true,
      }),
    );
    const { width, height } = BANNER_SIZES[banner.size];
    const image = await sharp(Buffer.from(bannerSvg(width * 2, height * 2, banner)))
      .png()
      .toBuffer();
    await banners.uploadImage(admin, created.id, `${banner.position}.png`, image);
  }
  return DEMO_BANNERS.length;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain, legible ad: headline, one line of copy and a call-to-action pill on the brand blue. */
function bannerSvg(
  width: number,
  height: number,
  banner: { headline: string; subline: string; cta: string },
): string {
  const wide = width > height * 3;
  const pad = Math.round(Math.min(width, height) * 0.12);
  const headline = wide ? height * 0.3 : width * 0.085;
  const subline = wide ? height * 0.17 : width * 0.05;
  const ctaWidth = wide ? width * 0.23 : width * 0.5;
  const ctaHeight = wide ? height * 0.42 : height * 0.13;
  const ctaX = wide ? width - pad - ctaWidth : pad;
  const ctaY = wide ? (height - ctaHeight) / 2 : height - pad - ctaHeight;
  const sublineLines = wide ? [banner.subline] : wrap(banner.subline, 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#163d6f"/><stop offset="1" stop-color="#1f4e8c"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.92}" cy="${height * -0.1}" r="${Math.max(width, height) * 0.35}" fill="#ffffff" fill-opacity="0.06"/>
  <text x="${pad}" y="${wide ? height * 0.47 : pad + headline}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${headline}" fill="#ffffff">${escape(banner.headline)}</text>
  ${sublineLines
    .map(
      (line, i) =>
        `<text x="${pad}" y="${wide ? height * 0.75 : pad + headline * 2 + i * subline * 1.4}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${subline}" fill="#d6e4f5">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="${ctaX}" y="${ctaY}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="#f5b301"/>
  <text x="${ctaX + ctaWidth / 2}" y="${ctaY + ctaHeight * 0.64}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${ctaHeight * 0.36}" fill="#15171a">${escape(banner.cta)}</text>
</svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
