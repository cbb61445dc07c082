/** The retrib feature offers nothing to the rest of the area: its page is reached by its route. */
export {};
