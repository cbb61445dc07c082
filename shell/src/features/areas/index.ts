// What other features use of the areas: their contributions (search providers, Today widgets).
export { loadAllowedContributions, loadContributions, setContributionsLoader, useAreaParts, type AreaPart } from './contributions';
