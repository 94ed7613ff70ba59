#include <libxml/xmlversion.h>
// libxml2's encoding header would pull in the system's ICU headers, which clash with the
// ICU that Foundation brings; nothing here uses ICU encodings.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>

// xmlFree is a function pointer variable; a function Swift can call directly.
static inline void openuikit_xml_free(void *pointer) { xmlFree(pointer); }
