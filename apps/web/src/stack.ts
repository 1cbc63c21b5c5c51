// The libraries the app stands on, evaluated before any of the app's own modules (boot.tsx imports
// this module first), with yields between: evaluating the whole start-up at once is one long task
// (about 35 ms on a fast phone, Lighthouse's biggest share of Total Blocking Time); in three parts
// it is three short ones. The bundle keeps module order, so each yield splits the `boot` chunk.
import './stack-react';
import 'react-router-dom';
import 'react-redux';
import '@reduxjs/toolkit';
import 'i18next';
import 'react-i18next';
import { yieldToMain } from '@dungeon/scheduling';

await yieldToMain();
