// Editors work in Thai first: offering Thai next to the built-in English lets each pick it on their profile.
export default {
  config: {
    locales: ['th'],
  },
};
