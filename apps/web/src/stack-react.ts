// React and its DOM renderer, the largest part of the stack, evaluated in a task of their own (stack.ts).
import 'react';
import 'react-dom/client';
import { yieldToMain } from './app/yield-to-main';

await yieldToMain();
