import { addDays, parseIsoDate } from '../../shared/dates.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';

/** A local (practice time) moment of `date` as an ISO UTC timestamp. */
export function instantOn(date: string, hour: number, minute = 0): string {
  const moment = parseIsoDate(date);
  moment.setHours(hour, minute);
  return moment.toISOString();
}

const PATIENTS = [
  ['Walter', 'Simmons', '72 M', 'Small bowel obstruction', 'Exploratory laparotomy', 'NPO, IV fluids'],
  ['Linda', 'Morales', '58 F', 'Acute cholecystitis', 'Lap cholecystectomy', 'Clear liquids'],
  ['George', 'Patel', '64 M', 'Incarcerated inguinal hernia', 'Open hernia repair', 'Regular'],
  ['Dorothy', 'Nguyen', '81 F', 'Perforated diverticulitis', 'Hartmann procedure', 'NPO'],
  ['Frank', 'Okafor', '49 M', 'Appendicitis', 'Lap appendectomy', 'Advance as tolerated'],
  ['Evelyn', 'Brooks', '67 F', 'Colon cancer', 'Right hemicolectomy', 'Full liquids'],
  ['Harold', 'Kim', '76 M', 'Ischemic bowel', 'Bowel resection', 'NPO, TPN'],
  ['Grace', 'Sullivan', '45 F', 'Gallstone pancreatitis', 'ERCP, then lap chole', 'Low fat'],
  ['Raymond', 'Ortiz', '59 M', 'Ventral hernia', 'Robotic ventral hernia repair', 'Regular'],
  ['Ruth', 'Fischer', '88 F', 'Hip fracture, surgical consult', 'Consult only', 'Cardiac'],
  ['Samuel', 'Adeyemi', '38 M', 'Abscess of thigh', 'Incision and drainage', 'Regular'],
  ['Joan', 'Harper', '62 F', 'Breast cancer', 'Mastectomy', 'Regular'],
  ['Arthur', 'Lindqvist', '70 M', 'GI bleed', 'Observation', 'Clear liquids'],
  ['Martha', 'Reid', '55 F', 'Obstructing rectal mass', 'Diverting loop colostomy', 'NPO'],
  ['Victor', 'Hughes', '66 M', 'Pneumoperitoneum', 'Diagnostic laparoscopy', 'NPO'],
  ['Irene', 'Castillo', '73 F', 'Cellulitis with abscess', 'Wound debridement', 'Diabetic'],
  ['Paul', 'Wagner', '52 M', 'Splenic laceration', 'Observation, serial Hgb', 'Regular'],
  ['Helen', 'Murphy', '79 F', 'Paraesophageal hernia', 'Robotic hiatal hernia repair', 'Soft'],
] as const;

/**
 * A realistic week: eight patients still on the census (added over the last days), and for
 * each of the six previous days a few who were signed off, discharged or archived that day.
 */
export async function seedRounds(db: Db, { today, physicianIds }: SeedContext): Promise<void> {
  const by = physicianIds[0] ?? null;
  const rows = PATIENTS.map(([first_name, last_name, age, diagnosis, procedure, diet], index) => {
    const active = index < 8;
    const createdOn = addDays(today, -((index % 6) + 1) - (active ? 0 : 1));
    const updatedOn = active ? addDays(today, -(index % 3)) : addDays(today, -(((index - 8) % 6) + 1));
    const ending = active ? 'none' : (['dc', 'so', 'dc', 'archived'] as const)[index % 4];
    return {
      room: String(((index * 7) % 40) + 1),
      first_name,
      last_name,
      age,
      mrn: `MR${String(480_112 + index * 1_373).padStart(7, '0')}`,
      diagnosis,
      procedure,
      notes: `Diet: ${diet}`,
      facility: index % 5 === 4 ? 'HOSC' : 'PHH',
      so: ending === 'so' ? 1 : 0,
      dc: ending === 'dc' ? 1 : 0,
      is_archived: ending === 'archived' ? 1 : 0,
      created_on: createdOn,
      updated_on: updatedOn,
      create_by: by,
      update_by: by,
      created_at: instantOn(createdOn, 7 + (index % 5), (index * 13) % 60),
      updated_at: instantOn(updatedOn, 9 + (index % 8), (index * 17) % 60),
      version: active ? 1 : 2,
    };
  });
  await db.insertInto('hospital_rounds').values(rows).execute();
}
