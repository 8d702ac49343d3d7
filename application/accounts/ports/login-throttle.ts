/** Failed sign-ins, counted per account and per client address over a window. */
export interface LoginThrottle {
  failuresOfAccountSince(accountKey: string, since: Date): Promise<number>;
  failuresFromAddressSince(clientAddress: string, since: Date): Promise<number>;
  recordFailure(accountKey: string, clientAddress: string, at: Date): Promise<void>;
}
