/** The id of the `<script type="application/json">` holding the server render's query answers. */
export const SERVER_STATE_ID = 'wb-query-state';
