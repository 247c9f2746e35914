import { isIsoDate } from '../domain/calendar';
import { ValidationError } from './errors';

export type WriteMode = 'create' | 'update';

/** "mot_expiry is required" reads "mot expiry is required": the first underscore becomes a space. */
export function requiredMessage(field: string): string {
  return `${field.replace('_', ' ')} is required`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Rule<T> {
  required?: boolean;
  /** Used on create when the field is absent. */
  fallback?: T;
}

/**
 * Reads and checks one input object. On create every rule applies and absent fields take their
 * fallback; on update only the fields present are read, the rest stay as they are (undefined).
 */
export class FieldReader {
  private readonly input: Record<string, unknown>;

  constructor(
    input: unknown,
    readonly mode: WriteMode,
  ) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new ValidationError('input', 'Expected an object of fields');
    }
    this.input = input as Record<string, unknown>;
  }

  has(field: string): boolean {
    return this.input[field] !== undefined;
  }

  /** null clears an optional field; anything else goes through `read`. */
  nullable<T>(field: string, read: () => T | undefined): T | null | undefined {
    return this.input[field] === null ? null : read();
  }

  private raw<T>(field: string, rule: Rule<T>): { present: false; value?: T } | { present: true; value: unknown } {
    const value = this.input[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (!empty) return { present: true, value };
    if (this.mode === 'update' && value === undefined) return { present: false };
    if (rule.required) throw new ValidationError(field, requiredMessage(field));
    return { present: false, value: rule.fallback };
  }

  text(field: string, rule: Rule<string> = {}): string | undefined {
    const read = this.raw(field, { fallback: '', ...rule });
    if (!read.present) return read.value;
    if (typeof read.value !== 'string') throw new ValidationError(field, `${field} must be text`);
    return read.value.trim();
  }

  email(field: string, rule: Rule<string> = {}): string | undefined {
    const value = this.text(field, rule);
    if (value && !EMAIL.test(value)) throw new ValidationError(field, `${field} must be a valid e-mail address`);
    return value;
  }

  url(field: string, rule: Rule<string> = {}): string | undefined {
    const value = this.text(field, rule);
    if (value && !isHttpUrl(value)) throw new ValidationError(field, `${field} must be a web address`);
    return value;
  }

  isoDate(field: string, rule: Rule<string> & { alsoAllow?: readonly string[] } = {}): string | undefined {
    const value = this.text(field, rule);
    if (value && !isIsoDate(value) && !rule.alsoAllow?.includes(value)) {
      throw new ValidationError(field, `${field} must be a date (yyyy-mm-dd)`);
    }
    return value;
  }

  dateTime(field: string, rule: Rule<string> = {}): string | undefined {
    const value = this.text(field, rule);
    if (value && Number.isNaN(Date.parse(value))) throw new ValidationError(field, `${field} must be a date and time`);
    return value ? new Date(value).toISOString() : value;
  }

  time(field: string, rule: Rule<string> = {}): string | undefined {
    const value = this.text(field, rule);
    if (value && !TIME.test(value)) throw new ValidationError(field, `${field} must be a time (HH:MM)`);
    return value;
  }

  number(field: string, rule: Rule<number> & { min?: number; max?: number; integer?: boolean } = {}): number | undefined {
    const read = this.raw(field, rule);
    if (!read.present) return read.value;
    const value = typeof read.value === 'string' ? Number(read.value) : read.value;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new ValidationError(field, `${field} must be a number`);
    if (rule.integer && !Number.isInteger(value)) throw new ValidationError(field, `${field} must be a whole number`);
    if (rule.min !== undefined && value < rule.min) throw new ValidationError(field, `${field} must be at least ${rule.min}`);
    if (rule.max !== undefined && value > rule.max) throw new ValidationError(field, `${field} must be at most ${rule.max}`);
    return value;
  }

  boolean(field: string, rule: Rule<boolean> = {}): boolean | undefined {
    const read = this.raw(field, rule);
    if (!read.present) return read.value;
    if (typeof read.value !== 'boolean') throw new ValidationError(field, `${field} must be true or false`);
    return read.value;
  }

  oneOf<T extends string | number>(field: string, values: readonly T[], rule: Rule<T> = {}): T | undefined {
    const read = this.raw(field, rule);
    if (!read.present) return read.value;
    if (!values.includes(read.value as T)) throw new ValidationError(field, `${field} must be one of: ${values.join(', ')}`);
    return read.value as T;
  }

  /** An id that may be cleared with null; on update, undefined means unchanged. */
  reference(field: string, exists: (id: string) => boolean, rule: { required?: boolean } = {}): string | null | undefined {
    const value = this.input[field];
    if (value === undefined && this.mode === 'update') return undefined;
    if (value === undefined || value === null || value === '') {
      if (rule.required) throw new ValidationError(field, requiredMessage(field));
      return null;
    }
    if (typeof value !== 'string' || !exists(value)) throw new ValidationError(field, `${field} "${String(value)}" does not exist`);
    return value;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Only the keys whose value is defined: what an update writes. */
export function defined<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as Array<keyof T>) if (fields[key] !== undefined) out[key] = fields[key];
  return out;
}

/** On create every field is required or has a fallback, so none is left undefined. */
export type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export function complete<T>(fields: T): Complete<T> {
  return fields as Complete<T>;
}
