/** The params of a method that takes none; a default lets callers pass nothing. */
export type NoInput = Readonly<Record<string, never>>;
