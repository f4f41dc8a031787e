import type { Announcement } from '#schemas/platform-api.ts';
import {
  ANNOUNCEMENT_TEMPLATES,
  UNSAFE_ANNOUNCEMENT,
} from '#mock-server/content/announcement-content.ts';
import { vendorName } from '#mock-server/content/vendor-names.ts';
import { contentLanguage, type SeedEnv } from '#mock-server/seeds/seed-env.ts';

/** 23 announcements: three pages of 9, 9 and 5. */
export const ANNOUNCEMENT_COUNT = 23;
/** Id of the announcement carrying script and inline handlers (the second newest). */
export const UNSAFE_ANNOUNCEMENT_ID = 2;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Newest first: id 1 is the newest, each older by 6 to 36 hours. */
export async function seedAnnouncements({
  db,
  brand,
  faker,
  referenceTime,
}: SeedEnv): Promise<void> {
  const lang = contentLanguage(brand);
  const vendorCodes = Object.values(brand.platform.categories).flat();
  let createTime = referenceTime;
  for (let id = 1; id <= ANNOUNCEMENT_COUNT; id += 1) {
    createTime -= faker.number.int({ min: 6, max: 36 }) * HOUR;
    const template =
      id === UNSAFE_ANNOUNCEMENT_ID
        ? UNSAFE_ANNOUNCEMENT[lang]
        : faker.helpers.arrayElement(ANNOUNCEMENT_TEMPLATES[lang]);
    const fill = fillerFor({
      vendor: vendorName(vendorCodes.length ? faker.helpers.arrayElement(vendorCodes) : 'PG'),
      date: new Date(createTime + faker.number.int({ min: 1, max: 10 }) * DAY)
        .toISOString()
        .slice(0, 10),
      pct: String(faker.helpers.arrayElement([10, 20, 30, 50])),
      count: String(faker.number.int({ min: 3, max: 12 })),
    });
    await db.announcements.create({
      id,
      type: pickType(id),
      group: pickGroup(id),
      title: fill(template.title),
      content: fill(template.html),
      createTime,
    });
  }
}

/** Mostly 'B' (the default execution type), a few of each other type. */
function pickType(id: number): Announcement['type'] {
  const others: Announcement['type'][] = ['PL', 'PU', 'PR', 'H'];
  return id % 5 === 0 ? (others[(id / 5 - 1) % others.length] ?? 'B') : 'B';
}

function pickGroup(id: number): Announcement['group'] {
  if (id === 1) return 'popup';
  if (id % 7 === 0) return 'promotion';
  if (id % 11 === 0) return 'banners';
  return 'player';
}

function fillerFor(values: Record<string, string>): (text: string) => string {
  return (text) => text.replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token);
}
