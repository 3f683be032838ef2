/** A physician as the clinical areas list them (`GET /surgeons`, `/get-surgeons`, `/vacation/filter-surgeons`). */
export interface Surgeon {
  id: number;
  name: string;
  initial: string;
}
