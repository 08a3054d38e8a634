/** The bench page's script: puts the table's entry where the bench (in Chromium) can call it. */
import './table-page.css';
import { filter, makeRows, mount, render, sort } from './table-entry';

declare global {
  interface Window {
    tableBench?: {
      mount: typeof mount;
      render: typeof render;
      filter: typeof filter;
      sort: typeof sort;
      makeRows: typeof makeRows;
    };
  }
}

window.tableBench = { mount, render, filter, sort, makeRows };
