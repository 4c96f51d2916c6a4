/*
 * Shrink step for interactive_tictactoe (tools/front/yours): the
 * simpler neighbours of a test, for the shrinker to try in turn.  The
 * shrinker first makes the judge's strategy the moves it played
 * (problem.sh's replay: `moves C...`), so that a game is fixed; then:
 *
 *   neighbour 0..   the start one move pair later: the side to move
 *                   plays an empty cell (each in turn), the other the
 *                   next listed move, which leaves the list
 *   then            the requirement made `valid` (a game that breaks
 *                   the rules whatever is asked)
 *
 * Each has two empty cells fewer, or a weaker requirement: shrinking
 * ends, at the shortest game that still fails.  A test whose strategy
 * is not a list has no neighbour.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *   shrink later K    exit status 2: a game has no later positions to
 *                     answer
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char side[8], need[16], grid[3][4], strategy[16];
static int listed[9], listed_count;

static int read_test(void)
{
	if (scanf("%7s %15s %3s %3s %3s %15s", side, need, grid[0],
		  grid[1], grid[2], strategy) != 6)
		return 0;
	while (listed_count < 9 && scanf("%d", &listed[listed_count]) == 1)
		listed_count++;
	return 1;
}

static void write_test(int from)
{
	int i;

	printf("%s %s\n%s\n%s\n%s\n%s", side, need, grid[0], grid[1],
	       grid[2], strategy);
	for (i = from; i < listed_count; i++)
		printf(" %d", listed[i]);
	printf("\n");
}

int main(int argc, char **argv)
{
	long k, n = 0;
	int judge, cell;

	if (argc != 2)
		return 2;	/* `later K`, or no K */
	k = atol(argv[1]);
	if (!read_test())
		return 1;
	judge = listed_count ? listed[0] - 1 : -1;
	if (strcmp(strategy, "moves") == 0 && judge >= 0 && judge < 9 &&
	    grid[judge / 3][judge % 3] == '.')
		for (cell = 0; cell < 9; cell++) {
			if (grid[cell / 3][cell % 3] != '.' || cell == judge ||
			    n++ != k)
				continue;
			grid[cell / 3][cell % 3] = 'x';
			grid[judge / 3][judge % 3] = 'o';
			write_test(1);
			return 0;
		}
	if (n == k && strcmp(need, "valid") != 0) {
		strcpy(need, "valid");
		write_test(0);
		return 0;
	}
	return 1;
}
