import type { SliderAnswer } from '#schemas/register-api.ts';
import * as session from '#schemas/endpoints/session.ts';
import { call } from './client.ts';

/**
 * A new drag-to-fit puzzle (the slider bot check). Each challenge is answered once; only a
 * failed call (network, server) is a PlatformError.
 */
export const getSliderChallenge = () => call(session.getSliderChallenge);

/**
 * Answers a puzzle. Solved, it gives a single-use ticket for the next protected call (as
 * `botTicket`). Refused (the piece missed the gap, too few track samples, an unknown or spent
 * challenge): a PlatformError with status 400 and the platform's message; the challenge is
 * spent either way, so load a new one.
 */
export const answerSlider = (answer: SliderAnswer) => call(session.answerSlider, { body: answer });
