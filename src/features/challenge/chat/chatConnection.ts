import { createContext } from 'react';
import { connectChat } from './chatSocket';

/**
 * How the chat screen reaches its room: the live channel's socket in the app. Stories and screen
 * tests, which have no socket.io server, provide a connection that stays silent.
 */
export const ChatConnection = createContext<typeof connectChat>(connectChat);
