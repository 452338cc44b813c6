import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@mf/web-components/mf-news-archive';
import '@mf/web-components/mf-product-card';
import type { ProductCardElement } from '@mf/web-components/mf-product-card';

function App() {
  const [page, setPage] = useState(1);
  const card = useRef<ProductCardElement>(null);
  return (
    <main>
      <mf-news-archive
        site="corp"
        scroll-offset={80}
        categories={[{ value: 'tractors', label: 'Tractors' }]}
        onmf-change={(event) => setPage(event.detail.page)}
      />
      <p>Page {page}</p>
      <mf-product-card
        ref={card}
        price="329900"
        currency="USD"
        onmf-product-flip={(event) => console.log(event.detail.face)}
      >
        <h3 slot="title">8R 410</h3>
      </mf-product-card>
    </main>
  );
}

// The element types of the tag map: properties and event details are typed.
const archive = document.querySelector('mf-news-archive');
if (archive) {
  const offset: number = archive.scrollOffset;
  archive.addEventListener('mf-change', (event) => console.log(event.detail.category, offset));
}
document.addEventListener('mf-product-flip', (event) => console.log(event.detail.face));

createRoot(document.getElementById('root')!).render(<App />);
