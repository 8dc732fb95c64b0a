// A Serbian Latin catalogue in Cyrillic script, made at build time (scripts/vite-cyrillic.ts).
declare module '*.json?cyrillic' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
