// Planted mistakes: `npm run test:package` expects exactly the lines marked `planted` to fail.
import '@mf/web-components/mf-news-archive';

export const wrongAttributeType = <mf-news-archive scroll-offset="eighty" />; // planted: a string for a number attribute

const archive = document.createElement('mf-news-archive');
archive.scrollOffset = 'eighty'; // planted: a string for a number property
archive.addEventListener('mf-chnage', (event) => console.log(event.detail.page)); // planted: an unknown event name
