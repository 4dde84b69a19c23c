/**
 * Set on <html> by the head's inline script (components/head-choices.astro) when this page is opened afresh: a
 * link followed or an address typed, without a `#place` to jump to. Only then are the sections a reader has not
 * reached laid out as they come near the screen (sections.css): the first layout covers what the first screen
 * shows. Back, forward and reload, and any page opened at a `#place`, lay out the whole page at once, so the
 * browser puts the reader back exactly where they were, or on the place asked for.
 */
export const deferredLayoutClass = 'lay-out-on-approach';
