export * from './meta';
export * from './singer-table';
export * from './match-singers';
export * from './suggest';
