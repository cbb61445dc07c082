export * from './types';
export * from './allowed';
export * from './TodayFigures';
export * from './todayCall';
export * from './words';
export * from './FilterChip';
