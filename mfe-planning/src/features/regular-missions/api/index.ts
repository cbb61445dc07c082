export { regularMissionKeys } from './keys';
export * from './getRegularMissions';
export * from './getRegularMission';
export * from './updateRegularMission';
export * from './previewApplyWeek';
export * from './applyWeek';
