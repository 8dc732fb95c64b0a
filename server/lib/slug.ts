// Readable, URL-safe identifiers: "Frizerski salon Đurđa" -> "frizerski-salon-djurdja-k3x9qa".
// The random suffix keeps slugs unique and unguessable enough that public pages cannot be
// enumerated by trying names.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomSuffix(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function slugBase(text: string, maxLength = 40): string {
  const folded = text
    .replace(/[đĐ]/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return folded;
}

export function uniqueSlug(text: string, fallback: string): string {
  return `${slugBase(text) || fallback}-${randomSuffix()}`;
}
