import * as v from 'valibot';
import { SellerApplicationFormSchema, type SellerApplicationFormInput } from '../../../../contracts/sellerapplications/index.ts';
import type { MonthlyVolume } from '../../../../domain/index.ts';

/** The form as the page edits it: numbers and choices as typed, links as rows. */
export interface ApplicationDraft {
  readonly games: readonly string[];
  readonly productTypes: readonly string[];
  readonly yearsOfExperience: string;
  readonly monthlyVolume: MonthlyVolume | '';
  readonly links: readonly string[];
  readonly contact: string;
  readonly wantsBulkTools: boolean;
  readonly motivation: string;
  readonly acceptedTerms: boolean;
}

export type DraftTextField = 'yearsOfExperience' | 'monthlyVolume' | 'contact' | 'motivation';

export const EMPTY_DRAFT: ApplicationDraft = {
  games: [],
  productTypes: [],
  yearsOfExperience: '',
  monthlyVolume: '',
  links: [''],
  contact: '',
  wantsBulkTools: false,
  motivation: '',
  acceptedTerms: false,
};

/** What is sent: blank link rows dropped, the years as a number. */
export function inputOf(draft: ApplicationDraft): SellerApplicationFormInput {
  const years = draft.yearsOfExperience.trim();
  return {
    games: [...draft.games],
    productTypes: [...draft.productTypes],
    yearsOfExperience: years === '' ? Number.NaN : Number(years),
    monthlyVolume: draft.monthlyVolume as MonthlyVolume,
    links: draft.links.map((l) => l.trim()).filter((l) => l !== ''),
    contact: draft.contact,
    wantsBulkTools: draft.wantsBulkTools,
    motivation: draft.motivation,
    acceptedTerms: draft.acceptedTerms as true,
  };
}

/** The first problem of each field (`links.2` for a link row), by the contract the server checks too. */
export function draftErrors(draft: ApplicationDraft): Readonly<Record<string, string>> {
  const parsed = v.safeParse(SellerApplicationFormSchema, inputOf(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Toggles `value` in a list, keeping the list's order. */
export const toggled = (list: readonly string[], value: string): readonly string[] => (list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);
