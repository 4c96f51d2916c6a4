/*
 * Brute force for tictactoe_verdict: every game played from the empty
 * board (crosses first, turns alternating, stopping at the first line or
 * a full board), each position met recorded with the one it came from;
 * a board is then answered by looking it up.  No counting rule, no board
 * code of the solution's; shares no code with it, not even the reader.
 */
#include <stdio.h>
#include <string.h>

#include "../common/lines3x3.h"

enum { BOARDS = 19683 };	/* 3^9: cell k is digit k, 0 . 1 X 2 0 */

static int reached[BOARDS], from[BOARDS];

static int digit(int board, int k)
{
	while (k--)
		board /= 3;
	return board % 3;
}

static int owns_line(int board, int p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (digit(board, line_cell(i, 0)) == p
		    && digit(board, line_cell(i, 1)) == p
		    && digit(board, line_cell(i, 2)) == p)
			return 1;
	return 0;
}

static int over(int board)
{
	int k, empty = 0;

	for (k = 0; k < 9; k++)
		empty += digit(board, k) == 0;
	return owns_line(board, 1) || owns_line(board, 2) || empty == 0;
}

/* Every game, breadth first: reached[b] = 1 + the moves made to b. */
static void play_every_game(void)
{
	static int queue[BOARDS];
	int head = 0, tail = 0, k, p3;

	reached[0] = 1;
	from[0] = -1;
	queue[tail++] = 0;
	while (head < tail) {
		int board = queue[head++], mover = reached[board] % 2 ? 1 : 2;
		if (over(board))
			continue;
		for (k = 0, p3 = 1; k < 9; k++, p3 *= 3) {
			int next = board + mover * p3;
			if (digit(board, k) || reached[next])
				continue;
			reached[next] = reached[board] + 1;
			from[next] = board;
			queue[tail++] = next;
		}
	}
}

static const char *verdict(int board)
{
	if (!reached[board])
		return "illegal";
	if (owns_line(board, 1))
		return "the first player won";
	if (owns_line(board, 2))
		return "the second player won";
	if (over(board))
		return "draw";
	return reached[board] % 2 ? "first" : "second";
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
int main(void)
{
	char row[3][8];
	int k;

	play_every_game();
	while (scanf("%7s %7s %7s", row[0], row[1], row[2]) == 3) {
		int board = 0, p3 = 1;
		for (k = 0; k < 9; k++, p3 *= 3) {
			char c = row[k / 3][k % 3];
			board += (c == 'X' ? 1 : c == '0' ? 2 : 0) * p3;
		}
		puts(verdict(board));
	}
	return 0;
}
#endif
