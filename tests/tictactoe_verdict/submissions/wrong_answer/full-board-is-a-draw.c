/*
 * full-board-is-a-draw: a wrong solution to tictactoe_verdict, kept to prove the tests
 * catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it calls every full board a draw before it looks for lines, so
 * a full board whose last cross made a line is a draw.
 */
#include <stdio.h>

static char g[9];

static int lines(char p)
{
	static const int line[8][3] = {
		{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
		{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
	};
	int i, n = 0;

	for (i = 0; i < 8; i++)
		n += g[line[i][0]] == p && g[line[i][1]] == p
		     && g[line[i][2]] == p;
	return n;
}

static const char *verdict(void)
{
	int i, x = 0, o = 0, xl = lines('X'), ol = lines('0');

	for (i = 0; i < 9; i++) {
		x += g[i] == 'X';
		o += g[i] == '0';
	}
	if (x != o && x != o + 1)
		return "illegal";
	if (x + o == 9)
		return "draw";
	if (xl && ol)
		return "illegal";
	if (xl)
		return x == o + 1 ? "the first player won" : "illegal";
	if (ol)
		return x == o ? "the second player won" : "illegal";
	return x == o ? "first" : "second";
}

int main(void)
{
	char row[3][8];
	int i;

	if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
		return 1;
	for (i = 0; i < 9; i++)
		g[i] = row[i / 3][i % 3];
	puts(verdict());
	return 0;
}
