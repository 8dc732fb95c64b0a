// Every table, for drizzle-kit and for `drizzle(client, { schema })`.
export * from './auth';
export * from './business';
export * from './employees';
export * from './funnel';
export * from './reviews';
export * from './activity';
export * from './stats';
export * from './sync';
export * from './invites';
export * from './locations';
export * from './display';
export * from './requests';
export * from './visits';
