/*
 * Shrink step for interactive_tictactoe (tools/front/yours): the
 * simpler neighbours of a test, for the shrinker to try in turn.  The
 * shrinker first makes the judge's strategy the moves it played
 * (problem.sh's replay: `moves C...`), so that a game is fixed; then:
 *
 *   neighbour 0..   the start one move pair later: x on an empty
 *                   cell (each in turn) and o on the next listed move,
 *                   which leaves the list (the game as it was played,
 *                   a move pair in); then o on any other empty cell
 *                   (a game the judge's list no longer fixes, where
 *                   the failure may come sooner)
 *   then            the start one move later: the side to move on an
 *                   empty cell, the judge's listed move first (it
 *                   leaves the list), for a failure whose game has an
 *                   odd number of moves left
 *   then            the requirement made `valid` (a game that breaks
 *                   the rules whatever is asked)
 *
 * Each has one or two empty cells fewer, or a weaker requirement:
 * shrinking ends, at the shortest game that still fails.  A list used
 * up is written `perfect`, which the judge plays once its list runs
 * out.  A test whose strategy is neither a list nor perfect has only
 * the requirement's neighbour.
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
	       grid[2], strcmp(strategy, "moves") == 0 &&
	       from >= listed_count ? "perfect" : strategy);
	for (i = from; i < listed_count; i++)
		printf(" %d", listed[i]);
	printf("\n");
}

/* Neighbour k's move pair, x at cells[0] and o at cells[1], the listed
 * move first among o's cells; status 0 when there are fewer. */
static int move_pair(long k, int cells[2])
{
	int first = listed[0] - 1, turn, o, x;
	long n = 0;

	for (turn = 0; turn < 10; turn++) {
		o = turn == 0 ? first : turn - 1;
		if (o < 0 || o > 8 || grid[o / 3][o % 3] != '.' ||
		    (turn > 0 && o == first))
			continue;
		for (x = 0; x < 9; x++)
			if (x != o && grid[x / 3][x % 3] == '.' && n++ == k) {
				cells[0] = x, cells[1] = o;
				return 1;
			}
	}
	return 0;
}

/* How many move pairs there are: move_pair's k runs below it. */
static long move_pairs(void)
{
	int cells[2];
	long n = 0;

	while (move_pair(n, cells))
		n++;
	return n;
}

/* The piece of the side to move: x when the program is (as many x as o
 * moving first, one o more moving second), else o. */
static char to_move(void)
{
	int k, x = 0, o = 0;

	for (k = 0; k < 9; k++) {
		x += grid[k / 3][k % 3] == 'x';
		o += grid[k / 3][k % 3] == 'o';
	}
	return x - o == (strcmp(side, "first") == 0 ? 0 : -1) ? 'x' : 'o';
}

/* Neighbour k of the single moves (the side to move on an empty cell,
 * the listed move first when o moves); status 0 when there are fewer. */
static int single_move(long k)
{
	char piece = to_move();
	int first = piece == 'o' ? listed[0] - 1 : -1, turn, c;
	long n = 0;

	for (turn = 0; turn < 10; turn++) {
		c = turn == 0 ? first : turn - 1;
		if (c < 0 || c > 8 || grid[c / 3][c % 3] != '.' ||
		    (turn > 0 && c == first) || n++ != k)
			continue;
		grid[c / 3][c % 3] = piece;
		write_test(piece == 'o');
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	long k, pairs = 0, singles = 0;
	int cells[2], c;

	if (argc != 2)
		return 2;	/* `later K`, or no K */
	k = atol(argv[1]);
	if (!read_test())
		return 1;
	if ((strcmp(strategy, "moves") == 0 && listed_count) ||
	    strcmp(strategy, "perfect") == 0) {
		pairs = move_pairs();
		for (c = 0; c < 9; c++)
			singles += grid[c / 3][c % 3] == '.';
	}
	if (k < pairs && move_pair(k, cells)) {
		grid[cells[0] / 3][cells[0] % 3] = 'x';
		grid[cells[1] / 3][cells[1] % 3] = 'o';
		write_test(1);
		return 0;
	}
	if (k >= pairs && k < pairs + singles)
		return !single_move(k - pairs);
	if (k == pairs + singles && strcmp(need, "valid") != 0) {
		strcpy(need, "valid");
		write_test(0);
		return 0;
	}
	return 1;
}
