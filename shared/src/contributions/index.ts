export * from './types';
export * from './allowed';
export * from './TodayFigures';
