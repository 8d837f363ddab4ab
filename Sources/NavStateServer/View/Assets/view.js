/* The live view of a session: see view.html. */
