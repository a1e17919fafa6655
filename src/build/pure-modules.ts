import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Modules declared free of side effects to webpack: the pure rules (src/core, ARCHITECTURE) and the
 * recipe's structured data. An import whose bindings a stage never uses then drops the module and
 * all it imports, not only its unused code: the browser never writes the JSON-LD (the recipe
 * template's build-html branch), so its conversions and the JSON-LD code stay out of the page.
 */
export const PURE_MODULES = /[\\/]src[\\/](core[\\/].*|features[\\/]recipe-page[\\/]recipe-json-ld\.tsx)$/;

export function withPureModules({ actions }: CreateWebpackConfigArgs) {
  actions.setWebpackConfig({
    module: { rules: [{ test: PURE_MODULES, exclude: /node_modules/, sideEffects: false }] },
  });
}
