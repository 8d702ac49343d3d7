/** Whether a user exists to receive credits: a grant to a mistyped id would strand the money. */
export interface GrantRecipients {
  exists(userId: string): Promise<boolean>;
}
