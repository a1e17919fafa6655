/** The two members of Gatsby's `gatsby/dist/redux` module that its `save-state` module goes through. */
export interface GatsbyRedux {
  store: { subscribe(listener: () => void): unknown };
  saveState(): unknown;
}

/**
 * Gatsby saves its whole state twice in a row before it renders the HTML (build.js: once, then
 * again after waiting for its jobs, "to make sure our latest state has been saved"). At 10,000
 * recipes each save serializes 150 MB (5–6 s), and the site runs no Gatsby jobs, so the second
 * writes the same bytes again. A save now happens only if an action reached the store since the
 * last one: the state changes through actions alone, and Redux tells its listeners of every
 * dispatch, whether the state changed or not. Installed twice, each wrapper keeps the same rule.
 */
export function saveStateOnlyAfterChanges(redux: GatsbyRedux) {
  const save = redux.saveState.bind(redux);
  let changedSinceSave = true;
  redux.store.subscribe(() => {
    changedSinceSave = true;
  });
  redux.saveState = () => {
    if (!changedSinceSave) return undefined;
    changedSinceSave = false;
    try {
      return save();
    } catch (error) {
      changedSinceSave = true; // Nothing was saved: the next save must still write.
      throw error;
    }
  };
}
