/*
 * explain for errich_tac_toe (make explain): the best play behind each answer.
 * FILL IN: what it shows, built on brute.c's search; each case ends
 * with a line `answer: ` and the solution's answer.
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

int main(int argc, char **argv)
{
	(void)argc, (void)argv;
	/* FILL IN: read the input (refuse() what the solution refuses) */
	return 0;
}
