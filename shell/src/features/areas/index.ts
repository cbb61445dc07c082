// What other features use of the areas: their contributions (search providers, Today widgets).
export {
  loadAllowedContributions,
  loadContributions,
  loadEveryAreaContributions,
  setContributionsLoader,
  useAreaParts,
  type AreaPart,
} from './contributions';
