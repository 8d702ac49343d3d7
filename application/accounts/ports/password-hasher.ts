/** Hashes and checks passwords; the adapter picks the algorithm and its cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
