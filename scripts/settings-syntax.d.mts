export class SettingsSyntaxError extends Error {}
export function parseSettings(text: string): Record<string, string>;
