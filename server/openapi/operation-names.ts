/** `PUT` `/api/hospital-round/:id` → `putHospitalRoundId`: unique, as a method and path are. */
export function operationId(method: string, url: string): string {
  const words = [method, ...url.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : capitalize(word))).join('');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `/api/hospital-round/:id` → `/api/hospital-round/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The area a route belongs to, for grouping: its first path segment under /api. */
export const areaOf = (url: string) => url.replace(/^\/api\//, '').split('/')[0] ?? '';
