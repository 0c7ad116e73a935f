/** The app's version, as every call to the platform names it (the app-version header). */
export const appVersion = 'webapp release 6.9.6';

/** Header names shared by the client and the sandbox platform. */
export const headerNames = {
  authToken: 'X-Txn-Auth-Token',
  locale: 'X-Txn-Locale',
  appVersion: 'X-Txn-App-Version',
  correlationId: 'X-Txn-Correlation-Id',
  partner: 'X-Txn-Initiated-By-Partner',
} as const;
