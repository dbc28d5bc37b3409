// stand-in for rocSPARSE's types header
typedef struct _rocsparse_handle *rocsparse_handle;
typedef struct _rocsparse_color_info *rocsparse_color_info;
