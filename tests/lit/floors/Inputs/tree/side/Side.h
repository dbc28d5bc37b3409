// A room on the same floor as high/, found through an include directory.
