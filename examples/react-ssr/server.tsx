// The server half: the page's HTML, rendered without the elements' code (it needs a browser).
import {renderToString} from 'react-dom/server';
import {App} from './App.tsx';

export const render = (): string => renderToString(<App />);
