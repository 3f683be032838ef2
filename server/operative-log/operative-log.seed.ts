import { datesBetween, isWeekend } from '../../shared/dates.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
import { instantOn } from '../rounds/rounds.seed.js';
import { seededRandom } from '../db/seed-random.js';

const FIRST = [
  'Anna',
  'Brian',
  'Carmen',
  'Daniel',
  'Elena',
  'Felix',
  'Gloria',
  'Henry',
  'Isabel',
  'Jorge',
  'Karen',
  'Louis',
  'Mona',
  'Nathan',
  'Olga',
  'Pedro',
  'Rita',
  'Steven',
  'Teresa',
  'Umar',
];
const LAST = [
  'Abbott',
  'Barnes',
  'Chavez',
  'Dunn',
  'Ellis',
  'Foster',
  'Gibson',
  'Hayes',
  'Ingram',
  'Jensen',
  'Keller',
  'Lowe',
  'Mendez',
  'Nolan',
  'Owens',
  'Price',
  'Quinn',
  'Rossi',
  'Shaw',
  'Tran',
];
const CASES = [
  ['Cholelithiasis', 'Laparoscopic cholecystectomy'],
  ['Inguinal hernia', 'Robotic inguinal hernia repair'],
  ['Acute appendicitis', 'Laparoscopic appendectomy'],
  ['Sigmoid diverticulitis', 'Laparoscopic sigmoid colectomy'],
  ['Ventral hernia', 'Open ventral hernia repair with mesh'],
  ['Breast mass', 'Lumpectomy with sentinel node biopsy'],
  ['Thyroid nodule', 'Total thyroidectomy'],
  ['Colon adenocarcinoma', 'Robotic right hemicolectomy'],
  ['GERD, hiatal hernia', 'Robotic Nissen fundoplication'],
  ['Pilonidal cyst', 'Excision of pilonidal cyst'],
] as const;

/**
 * Operative entries on every weekday from January 1st of last year to today (two to four a
 * day, surgeon and assistant among the demo physicians), so both years' statistics are full.
 */
export async function seedOperativeLog(db: Db, { today, physicianIds, userIds }: SeedContext): Promise<void> {
  if (physicianIds.length < 2) return;
  const next = seededRandom(20_240_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const by = userIds.physician ?? physicianIds[0]!;
  const rows = [];
  // January 1st of last year to today: at most two years and a day.
  for (const date of datesBetween(`${Number(today.slice(0, 4)) - 1}-01-01`, today, 2 * 366)) {
    if (isWeekend(date) && date !== today) continue;
    const count = 2 + Math.floor(next() * 3);
    for (let index = 0; index < count; index += 1) {
      // Weighted: the first physicians operate more, so the panel's rows differ.
      const surgeon = physicianIds[Math.floor(next() ** 1.4 * physicianIds.length)]!;
      let assistant = pick(physicianIds);
      if (assistant === surgeon) assistant = physicianIds[(physicianIds.indexOf(surgeon) + 1) % physicianIds.length]!;
      const [diagnosis, procedure] = pick(CASES);
      const created = instantOn(date, 7 + index * 2, Math.floor(next() * 60));
      rows.push({
        first_name: pick(FIRST),
        last_name: pick(LAST),
        mrn: `MR${String(Math.floor(100_000 + next() * 899_999)).padStart(7, '0')}`,
        surgeon,
        assistant,
        diagnosis,
        procedure,
        facility: next() < 0.8 ? 'PHH' : 'HOSC',
        is_archived: next() < 0.02 ? 1 : 0,
        created_on: date,
        create_by: by,
        update_by: by,
        created_at: created,
        updated_at: created,
        version: 1,
      });
    }
  }
  // SQLite allows at most 32766 bound values per statement: insert in chunks.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('operative_entries')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
