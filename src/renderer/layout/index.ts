export * from './scale';
export * from './seats';
export * from './fan';
export * from './table';
export * from './trick-seats';
export * from './form';
export * from './room';
