import { describe, expect, it } from 'vitest';
import { isoDuration, recipeJsonLd } from './json-ld';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [15, 'PT15M'],
    [60, 'PT1H'],
    [75, 'PT1H15M'],
  ])('%i minutes is %s', (minutes, iso) => expect(isoDuration(minutes)).toBe(iso));
});

describe('recipeJsonLd', () => {
  const input = {
    name: 'Shakshuka',
    description: 'Eggs in a spicy tomato sauce.',
    url: 'https://miamo.example/en-us/recipes/shakshuka/',
    images: ['https://miamo.example/images/recipes/shakshuka/cover.jpg'],
    language: 'en-US',
    author: 'Miamo',
    category: 'Main courses',
    cuisine: 'Middle East',
    diets: ['vegetarian', 'gluten-free'],
    servings: '2 servings',
    preparationTime: 10,
    cookingTime: 20,
    totalTime: 30,
    keywords: ['Daily'],
    ingredients: ['4 eggs'],
    steps: [{ text: 'Crack the eggs into the sauce.' }],
  };

  it('describes a recipe with its ingredients and numbered steps', () => {
    const ld = recipeJsonLd(input);
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Shakshuka',
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
      recipeIngredient: ['4 eggs'],
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
    });
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Crack the eggs into the sauce.', url: `${input.url}#step-1` },
    ]);
  });

  it('names a member author as a Person with their profile, the brand as an Organization', () => {
    expect(recipeJsonLd(input).author).toEqual({ '@type': 'Organization', name: 'Miamo' });
    const author = { name: 'Lucie Martin', url: 'https://miamo.test/fr/profil/u/chef_lucie/' };
    expect(recipeJsonLd({ ...input, author }).author).toEqual({ '@type': 'Person', ...author });
  });

  it('publishes no ingredient and no step of a locked recipe', () => {
    const ld = recipeJsonLd({ ...input, ingredients: [], steps: [] });
    expect(ld).not.toHaveProperty('recipeIngredient');
    expect(ld).not.toHaveProperty('recipeInstructions');
  });

  it('gives the aggregate rating once a member has rated the recipe, and none before', () => {
    expect(recipeJsonLd({ ...input, rating: { average: 4.3, count: 12 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(recipeJsonLd({ ...input, rating: { average: null, count: 0 } })).not.toHaveProperty('aggregateRating');
    expect(recipeJsonLd(input)).not.toHaveProperty('aggregateRating');
  });
});
