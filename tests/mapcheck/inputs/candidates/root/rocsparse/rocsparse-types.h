// stand-in for rocSPARSE's types header
typedef struct _rocsparse_handle *rocsparse_handle;
